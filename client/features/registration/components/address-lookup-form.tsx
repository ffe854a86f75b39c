/** The postcode and property form of the address step; the lookup is sent `delayMs` after submit. */
import { useState } from 'react'
import { normalisePostcode, validatePostcodeOnBlur } from '../../../../shared/validation/address-rules.ts'
import { addressLookupRules } from '../../../../shared/validation/form-rules.ts'
import {
  ADDRESS_NOT_FOUND,
  ADDRESS_SERVER_ERROR,
  NO_ADDRESSES_FOUND,
} from '../../../../shared/validation/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useLookupAddress } from '../api/lookup-address.ts'

type Values = { postcode: string; building: string }
type Problem = readonly string[]

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.code === 'SERVER_ERROR')
    return [ADDRESS_SERVER_ERROR, ADDRESS_NOT_FOUND]
  return [error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE]
}

export function AddressLookupForm({
  delayMs,
  onFound,
}: {
  delayMs: number
  onFound: (list: string[][]) => void
}) {
  const form = useForm<Values>({
    initial: { postcode: '', building: '' },
    rules: addressLookupRules,
    blurRules: { postcode: validatePostcodeOnBlur },
  })
  const { mutateAsync: lookup } = useLookupAddress()
  // The wait before the lookup counts as searching too.
  const [searching, setSearching] = useState(false)
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  useFormLeaveGuard(form)

  const onValid = async ({ postcode, building }: Values) => {
    setSearching(true)
    setProblem(undefined)
    try {
      await wait(delayMs)
      const { addresses } = await lookup({ postcode: normalisePostcode(postcode), building: building.trim() })
      if (addresses.length === 0) return setProblem([NO_ADDRESSES_FOUND])
      form.markClean()
      onFound(addresses)
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setSearching(false)
    }
  }

  return (
    <>
      <h1>What's your address?</h1>
      {problem && (
        <Notice kind="error">
          {problem.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Notice>
      )}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          className="field--short"
          {...form.input('postcode')}
        />
        <TextField label="Property number or name" autoComplete="address-line1" {...form.input('building')} />
        {searching && <p role="status">Finding your address…</p>}
        <Button type="submit" isLoading={searching}>
          Find address
        </Button>
      </form>
    </>
  )
}
