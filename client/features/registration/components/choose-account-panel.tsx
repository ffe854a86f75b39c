/** Choose an account (§2, 40%): personal goes to customer details, business to business details. */
import type { AccountType } from '../../../../shared/constants/journey.ts'
import { Button } from '../../../components/ui/button.tsx'
import { chooseAccount } from '../api/journey-steps.ts'
import { updateUserData } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

const ACCOUNTS: readonly { type: AccountType; label: string; description: string }[] = [
  {
    type: 'personal',
    label: 'Personal account',
    description: 'Collect and spend points on your everyday shopping.',
  },
  {
    type: 'business',
    label: 'Business account',
    description: 'Collect points on what you buy for your business.',
  },
]

export function ChooseAccountPanel() {
  const { submit, pending, error } = useStepSubmit()
  const choose = (accountType: AccountType) =>
    submit(
      () => chooseAccount({ accountType }),
      () => updateUserData({ accountType }),
    )
  return (
    <StepLayout step="choose-an-account" error={error}>
      <h1>Choose an account</h1>
      <ul className="account-choices">
        {ACCOUNTS.map((account) => (
          <li key={account.type} className="account-choice">
            <h2 className="account-choice__title">{account.label}</h2>
            <p>{account.description}</p>
            <Button variant="secondary" disabled={pending} onClick={() => choose(account.type)}>
              Choose {account.label.toLowerCase()}
            </Button>
          </li>
        ))}
      </ul>
    </StepLayout>
  )
}
