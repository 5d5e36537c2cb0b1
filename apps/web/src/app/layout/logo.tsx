import { Link } from 'react-router';

export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link
      to="/"
      className={`flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900 ${className}`}
    >
      <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg tracking-tight">{name}</span>
    </Link>
  );
}
