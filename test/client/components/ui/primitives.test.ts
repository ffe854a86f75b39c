/**
 * The UI primitives' markup, rendered with react-dom/server: labels, hints and errors wired for
 * assistive technology, and the progress bar's ARIA values. The .tsx sources are bundled by esbuild
 * first (Node strips types but does not compile JSX).
 */
import { join } from 'node:path'
import type { createElement, ReactElement } from 'react'
import t from 'tap'
import type * as Wouter from 'wouter'
import type * as ButtonModule from '../../../../client/components/ui/button.tsx'
import type * as FieldModule from '../../../../client/components/ui/field.tsx'
import type * as LinkModule from '../../../../client/components/ui/link.tsx'
import type * as PopupModule from '../../../../client/components/ui/popup.tsx'
import type * as ProgressModule from '../../../../client/components/ui/progress-bar.tsx'
import { bundleForNode } from '../bundle-for-node.ts'

type UiBundle = {
  render: (element: ReactElement) => string
  h: typeof createElement
  Button: typeof ButtonModule.Button
  TextField: typeof FieldModule.TextField
  Link: typeof LinkModule.Link
  Popup: typeof PopupModule.Popup
  ProgressBar: typeof ProgressModule.ProgressBar
  Router: typeof Wouter.Router
}

const ui = join(import.meta.dirname, '../../../../client/components/ui')
const entry = `
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { Button } from '${ui}/button.tsx'
import { Field, TextField } from '${ui}/field.tsx'
import { Link } from '${ui}/link.tsx'
import { Popup } from '${ui}/popup.tsx'
import { ProgressBar } from '${ui}/progress-bar.tsx'
export const render = (element) => renderToStaticMarkup(element)
export { h, Button, Field, TextField, Link, Popup, ProgressBar, Router }
`
const bundle = await bundleForNode<UiBundle>(t, entry, ui)
const { render, h, Button, TextField, Link, Popup, ProgressBar, Router } = bundle

/** The value of `name` on the first element matching `tag` in `html`. */
const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1]

t.test('a text field with a hint and an error wires both to the input and announces the error', async (t) => {
  const html = render(
    h(TextField, { label: 'Email', hint: 'We never share it', error: 'Please enter valid email' }),
  )
  const id = attribute(html, 'input', 'id')
  t.ok(id, 'the input has an id')
  t.equal(attribute(html, 'label', 'for'), id, 'the label names the input')
  t.equal(attribute(html, 'input', 'aria-describedby'), `${id}-hint ${id}-error`)
  t.equal(attribute(html, 'input', 'aria-invalid'), 'true')
  t.match(html, `<p class="field__hint" id="${id}-hint">We never share it</p>`)
  t.match(
    html,
    `<p class="field__error" id="${id}-error" role="alert"><span class="visually-hidden">Error: </span>Please enter valid email</p>`,
  )
})

t.test('a field without hint or error describes nothing and is not invalid', async (t) => {
  const html = render(h(TextField, { label: 'Email', name: 'email' }))
  t.equal(attribute(html, 'input', 'aria-describedby'), undefined)
  t.equal(attribute(html, 'input', 'aria-invalid'), undefined)
  t.notMatch(html, 'role="alert"')
})

t.test('the progress bar exposes its value as ARIA and clamps it to 0..100', async (t) => {
  const html = render(h(ProgressBar, { value: 40 }))
  t.equal(attribute(html, 'div', 'role'), 'progressbar')
  t.equal(attribute(html, 'div', 'aria-valuenow'), '40')
  t.equal(attribute(html, 'div', 'aria-valuemin'), '0')
  t.equal(attribute(html, 'div', 'aria-valuemax'), '100')
  t.equal(attribute(html, 'div', 'aria-valuetext'), '40% complete')
  t.equal(attribute(render(h(ProgressBar, { value: 140 })), 'div', 'aria-valuenow'), '100')
})

t.test('a button is type=button unless it submits, and is busy while loading', async (t) => {
  t.equal(render(h(Button, null, 'Go')), '<button type="button" class="button button--primary">Go</button>')
  t.equal(
    render(h(Button, { type: 'submit', isLoading: true, variant: 'secondary' }, 'Continue')),
    '<button type="submit" class="button button--secondary" disabled="" aria-busy="true">Continue</button>',
  )
})

t.test('a link keeps tel: targets as plain anchors and can look like a button', async (t) => {
  t.equal(
    render(h(Link, { href: 'tel:03456000011' }, 'Call')),
    '<a href="tel:03456000011" class="link">Call</a>',
  )
  t.equal(
    render(
      h(Router, {
        ssrPath: '/',
        children: h(Link, { href: '/id/start/card-check', variant: 'primary' }, 'Register now'),
      }),
    ),
    '<a href="/id/start/card-check" class="button button--primary">Register now</a>',
  )
})

t.test('a popup is a dialog labelled by its title, with a close button', async (t) => {
  const html = render(
    h(Popup, { open: false, title: 'Why do we ask for this?', onClose() {}, children: 'Because' }),
  )
  const labelledBy = attribute(html, 'dialog', 'aria-labelledby')
  t.ok(labelledBy)
  t.equal(attribute(html, 'h2', 'id'), labelledBy)
  t.match(html, '>Why do we ask for this?</h2>')
  t.match(html, '<button type="button" class="button button--text popup__close">Close</button>')
})
