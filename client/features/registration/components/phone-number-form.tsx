/**
 * Phone number (§2, 70%): memorable word, country code and mobile number; the gateway's phone check
 * answers under the mobile field. "Why do we ask for this?" explains in a popup.
 */
import { useState } from 'react'
import {
  DIALLING_CODES,
  MOBILE_COUNTRY_CODES,
  PRIMARY_COUNTRY_CODE,
} from '../../../../shared/constants/mobile-countries.ts'
import { APP_ENVS, type AppEnv } from '../../../../shared/switches.ts'
import { phoneNumberRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Popup } from '../../../components/ui/popup.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { submitPhone } from '../api/journey-steps.ts'
import { updateUserData } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { memorableName: string; countryCode: string; phoneNumber: string }

/** The phone check's message belongs under the mobile field (§8). */
const PHONE_ERROR_FIELDS = { PHONE_INVALID: 'phoneNumber' } as const

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' })
const countryLabel = (code: string) =>
  `${regionNames.of(code.toUpperCase()) ?? code} (${DIALLING_CODES[code] ?? ''})`

/** The countries allowed where the app runs (a longer list outside production). */
const countryCodes = (appEnv: string): readonly string[] =>
  isAppEnv(appEnv) ? MOBILE_COUNTRY_CODES[appEnv] : MOBILE_COUNTRY_CODES.prod

const isAppEnv = (value: string): value is AppEnv => (APP_ENVS as readonly string[]).includes(value)

export function PhoneNumberForm() {
  const { appEnv } = useAppConfig()
  const [whyOpen, setWhyOpen] = useState(false)
  const form = useForm<Values>({
    initial: { memorableName: '', countryCode: PRIMARY_COUNTRY_CODE, phoneNumber: '' },
    rules: phoneNumberRules,
  })
  const { submit, pending, error } = useStepSubmit(form, PHONE_ERROR_FIELDS)
  useFormLeaveGuard(form)

  const onValid = async (values: Values) => {
    const body = {
      ...values,
      memorableName: values.memorableName.trim(),
      phoneNumber: values.phoneNumber.trim(),
    }
    await submit(
      () => submitPhone(body),
      () => updateUserData(body),
    )
  }

  return (
    <StepLayout step="phone-number" error={error}>
      <h1>Your phone number</h1>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField
          label="Memorable word"
          hint="We'll ask for this if you call us, to check it's you."
          autoComplete="off"
          {...form.input('memorableName')}
        />
        <SelectField
          label="Country code"
          autoComplete="tel-country-code"
          options={countryCodes(String(appEnv)).map((code) => ({ value: code, label: countryLabel(code) }))}
          {...form.select('countryCode')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          {...form.input('phoneNumber')}
        />
        <p>
          <Button variant="text" onClick={() => setWhyOpen(true)}>
            Why do we ask for this?
          </Button>
        </p>
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
      <Popup open={whyOpen} title="Why do we ask for this?" onClose={() => setWhyOpen(false)}>
        <p>
          We use your mobile number and memorable word to keep your account secure: to check it's really you
          when you sign in on a new device or call us about your account.
        </p>
        <p>We won't use your number for marketing unless you tell us we can.</p>
      </Popup>
    </StepLayout>
  )
}
