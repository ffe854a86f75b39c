/** Each password rule of §5 as a live checklist line, met or not yet met. */
import {
  PASSWORD_RULE_IDS,
  PASSWORD_RULE_LABELS,
  type PasswordRuleId,
} from '../../../shared/validation/password-rules.ts'
import { cx } from '../../lib/class-names.ts'

export function PasswordChecklist({ id, checks }: { id: string; checks: Record<PasswordRuleId, boolean> }) {
  return (
    <ul className="checklist" id={id} aria-label="Your password must">
      {PASSWORD_RULE_IDS.map((rule) => (
        <li key={rule} className={cx('checklist__item', checks[rule] && 'checklist__item--met')}>
          <span aria-hidden="true" className="checklist__mark">
            {checks[rule] ? '✓' : '•'}
          </span>
          {PASSWORD_RULE_LABELS[rule]}
          <span className="visually-hidden">{checks[rule] ? ' (done)' : ' (not yet)'}</span>
        </li>
      ))}
    </ul>
  )
}
