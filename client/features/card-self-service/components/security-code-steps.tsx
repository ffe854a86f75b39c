/**
 * The steps both signed-out card flows take, in order: the flow's own details form, where to send
 * the code, the code (with whatever the flow asks beside it), and a way to start again once the
 * flow is over. The flow shows its result instead of these steps when it has one.
 */
import { type ReactNode, useState } from 'react'
import { CODE_SENT_IF_MATCHED } from '../../../../shared/contract/card-self-service.ts'
import {
  TwoFactorCodeStep,
  useTwoFactorCodeForm,
} from '../../../components/two-factor/two-factor-code-step.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { DeliveryStep } from './delivery-step.tsx'
import { StartAgain } from './start-again.tsx'
import { flowIsOver, stepError } from './step-error.ts'

type Step = 'details' | 'delivery' | 'code' | 'over'

export type SecurityCodeStepsProps = {
  /** The flow's details form, given what to call once its details are accepted. */
  details: (onDone: () => void) => ReactNode
  /** The flow's validate step (a mutation): its progress and error, and a reset to start again. */
  validation: { isPending: boolean; error: Error | null; reset: () => void }
  /** Validates the code; `onError` moves to "start again" when the error ends the flow. */
  submit: (code: string, onError: (caught: unknown) => void) => void
  /** What the code step asks besides the code. */
  children?: ReactNode
}

/** The code: one message whether or not the details matched an account; Send a new code goes back to the delivery choice. */
function CodeStep(props: Omit<Parameters<typeof TwoFactorCodeStep>[0], 'form' | 'intro' | 'submitLabel'>) {
  return (
    <TwoFactorCodeStep
      intro={<Notice>{CODE_SENT_IF_MATCHED}</Notice>}
      form={useTwoFactorCodeForm()}
      submitLabel="Continue"
      {...props}
    />
  )
}

export function SecurityCodeSteps({ details, validation, submit, children }: SecurityCodeStepsProps) {
  const [step, setStep] = useState<Step>('details')
  const onError = (caught: unknown) => {
    if (flowIsOver(caught)) setStep('over')
  }
  const restart = () => {
    validation.reset()
    setStep('details')
  }

  switch (step) {
    case 'details':
      return (
        <>
          <p>Enter your details and we'll send you a security code to check it's you.</p>
          {details(() => setStep('delivery'))}
        </>
      )
    case 'delivery':
      return <DeliveryStep onSent={() => setStep('code')} />
    case 'code':
      return (
        <CodeStep
          pending={validation.isPending}
          error={validation.error ? stepError(validation.error) : undefined}
          onResend={() => setStep('delivery')}
          onCode={(code) => submit(code, onError)}
        >
          {children}
        </CodeStep>
      )
    default:
      return <StartAgain message={stepError(validation.error)} onStart={restart} />
  }
}
