/**
 * /account/details/mobile-number: the country (the environment's allowed mobile countries, primary
 * gb) and the new number, where the code goes, 'Continue'; then the code, sent with the change.
 */
import {
  DIALLING_CODES,
  MOBILE_COUNTRY_CODES,
  PRIMARY_COUNTRY_CODE,
} from '../../../../shared/constants/mobile-countries.ts'
import type { AccountDetails } from '../../../../shared/contract/account.ts'
import { APP_ENVS, type AppEnv } from '../../../../shared/switches.ts'
import { mobileChangeRules } from '../../../../shared/validation/account-rules.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useConfirmMobile, useSendMobileCode } from '../api/change-with-code.ts'
import { CodeGuardedChange } from './code-guarded-change.tsx'

type Values = { countryCode: string; phoneNumber: string }

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' })
const countryLabel = (code: string) =>
  `${regionNames.of(code.toUpperCase()) ?? code} (${DIALLING_CODES[code] ?? ''})`
const isAppEnv = (value: string): value is AppEnv => (APP_ENVS as readonly string[]).includes(value)

export function MobileChange({ details, onDone }: { details: AccountDetails; onDone: () => void }) {
  const { appEnv } = useAppConfig()
  const countries = isAppEnv(appEnv) ? MOBILE_COUNTRY_CODES[appEnv] : MOBILE_COUNTRY_CODES.prod
  const form = useForm<Values>({
    initial: { countryCode: PRIMARY_COUNTRY_CODE, phoneNumber: '' },
    rules: mobileChangeRules,
  })
  useFormLeaveGuard(form)
  const send = useSendMobileCode()
  const confirm = useConfirmMobile()
  return (
    <CodeGuardedChange
      form={form}
      send={send}
      confirm={confirm}
      body={(values, deliveryMethod) => ({ ...values, deliveryMethod })}
      onChanged={onDone}
      hasMobile={Boolean(details.mobile)}
    >
      <p>
        {details.mobile
          ? `Your mobile number ends in ${details.mobile.lastDigits}.`
          : 'There is no mobile number on your account.'}
      </p>
      <SelectField
        label="Country code"
        options={countries.map((code) => ({ value: code, label: countryLabel(code) }))}
        {...form.select('countryCode')}
      />
      <TextField
        label="New mobile number"
        type="tel"
        autoComplete="tel-national"
        {...form.input('phoneNumber')}
      />
    </CodeGuardedChange>
  )
}
