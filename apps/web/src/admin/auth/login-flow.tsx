import type { StaffMe, StaffTotpEnrolment } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from './code-step';
import { EnrolInstructions } from './enrol-instructions';
import { PasswordStep } from './password-step';

type Step =
  | { kind: 'password'; email?: string; notice?: string }
  | { kind: 'totp'; email: string }
  | { kind: 'enrol'; email: string; enrol: StaffTotpEnrolment };

/**
 * Staff sign-in: e-mail and password, then the authenticator's code — or, the first time (or after
 * the owner reset it), the authenticator's enrolment confirmed by its first code.
 */
export function LoginFlow({ notice, onSignedIn }: { notice?: string; onSignedIn: (me: StaffMe) => void }) {
  const { t } = useTranslation('console');
  const [step, setStep] = useState<Step>({ kind: 'password', notice });
  const restart = (email?: string, why?: string) => setStep({ kind: 'password', email, notice: why });

  if (step.kind === 'password')
    return (
      <StepFrame title={t('login.title')} description={t('login.description')}>
        <PasswordStep
          email={step.email}
          notice={step.notice}
          onDone={(email, result) =>
            setStep(
              result.next === 'enrol'
                ? { kind: 'enrol', email, enrol: result.enrol }
                : { kind: 'totp', email },
            )
          }
        />
      </StepFrame>
    );

  const enrolling = step.kind === 'enrol';
  return (
    <StepFrame
      title={enrolling ? t('enrol.title') : t('totp.title')}
      description={
        enrolling
          ? t('enrol.description', { email: step.email })
          : t('totp.description', { email: step.email })
      }
    >
      <CodeStep
        // A new step is a new form: nothing typed for one code stays for the next.
        key={step.kind}
        submitLabel={enrolling ? t('enrol.submit') : t('totp.submit')}
        onSignedIn={onSignedIn}
        onExpired={() => restart(step.email, t('totp.expired'))}
        onRestart={() => restart()}
      >
        {step.kind === 'enrol' && <EnrolInstructions enrol={step.enrol} />}
      </CodeStep>
    </StepFrame>
  );
}

function StepFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="console-login-title">
      <h1 id="console-login-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      <p className="mt-1 text-slate-600">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
