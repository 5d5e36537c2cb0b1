import type { ReactNode } from 'react';
import { Card } from './ui/card';

/** The frame of the login/register family of screens: one narrow card, title on top. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
