/**
 * The one two-factor code step as each flow words it, rendered with react-dom/server: the flow's
 * intro, the 'Security code' field for a one-time code, the flow's submit label, what is asked
 * beside the code, the refusal as an alert, and 'Send a new code' only where a code can be resent.
 */
import { join } from 'node:path'
import type { createElement, ReactElement } from 'react'
import t from 'tap'
import type * as StepModule from '../../../../client/components/two-factor/two-factor-code-step.tsx'
import { bundleForNode } from '../bundle-for-node.ts'

type Bundle = {
  render: (element: ReactElement) => string
  h: typeof createElement
  Step: (props: Omit<Parameters<typeof StepModule.TwoFactorCodeStep>[0], 'form'>) => ReactElement
}

const dir = join(import.meta.dirname, '../../../../client/components/two-factor')
const entry = `
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TwoFactorCodeStep, useTwoFactorCodeForm } from '${dir}/two-factor-code-step.tsx'
export const render = (element) => renderToStaticMarkup(element)
export function Step(props) {
  return h(TwoFactorCodeStep, { ...props, form: useTwoFactorCodeForm() })
}
export { h }
`
const { render, h, Step } = await bundleForNode<Bundle>(t, entry, dir)
const step = { intro: h('h1', null, "Check it's you"), pending: false, onCode() {} }

t.test('the field, the submit and a new code where one can be sent', async (t) => {
  const html = render(h(Step, { ...step, submitLabel: 'Continue', onResend() {} }))
  t.match(html, '<h1>Check it&#x27;s you</h1>')
  t.match(html, /<label[^>]*>Security code<\/label>/)
  t.match(html, /<input[^>]*autoComplete="one-time-code"|<input[^>]*autocomplete="one-time-code"/)
  t.match(html, '<button type="submit" class="button button--primary">Continue</button>')
  t.match(html, '>Send a new code</button>')
  t.notMatch(html, 'role="alert"', 'nothing refused yet')
})

t.test("a code from an e-mailed link: no 'Send a new code'", async (t) => {
  t.notMatch(render(h(Step, { ...step, submitLabel: 'Continue' })), 'Send a new code')
})

t.test('the refusal is an alert; what the flow asks beside the code sits in the form', async (t) => {
  const html = render(
    h(
      Step,
      { ...step, submitLabel: 'Confirm', error: 'That code is not right. Check it and try again.' },
      h('fieldset', null, 'What happened to your card?'),
    ),
  )
  t.match(html, 'role="alert">That code is not right. Check it and try again.</div>')
  t.match(html, /<\/div><fieldset>What happened to your card\?<\/fieldset><p class="actions">/)
  t.match(html, '>Confirm</button>')
})
