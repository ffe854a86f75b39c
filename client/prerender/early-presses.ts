/**
 * A page sent as HTML (client/prerender/) paints before its script has run, and React knows nothing
 * of what the visitor does until it has hydrated the page. This script, inline in the page's head,
 * keeps it until the page says it is hydrated (HYDRATED_EVENT, sent by app/hydrate-page.tsx):
 * - each press of a button, and each form sent by Enter, is held (the browser's own action too,
 *   which would send the form to the page's own address), to be made again;
 * - fields change at once, as on any page, and the script notes what each was changed to.
 * Then it tells React of each change and makes the held presses again, in order: a card number typed
 * and sent while the script loads is checked as if the page had been ready. Links need no script,
 * so one is followed at once, unless a press is held: then it waits its turn after that press (the
 * cookie question answered, then the link, and the answer is not lost with the page it was held on).
 * Bundled on its own by client/build.ts; the gateway inlines it, allowed by the CSP through its hash.
 */
export const HYDRATED_EVENT = 'app:hydrated'

const PRESSABLE = 'button, [role="button"], input[type="submit"]'

/** A link followed in this tab: one that opens a new tab or window (a modifier, a target) leaves the page be. */
function sameTabLink(event: Event): HTMLAnchorElement | null {
  if (!(event instanceof MouseEvent) || event.button !== 0) return null
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  return link && (!link.target || link.target === '_self') && !link.hasAttribute('download') ? link : null
}

type Field = HTMLInputElement | HTMLTextAreaElement
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
const isTickable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/**
 * React hears of a field's change by an event, comparing the field with the value it last knew (its
 * own setter on the element keeps that). So what React rendered is put back through that setter,
 * and the visitor's change made again: a tick by a click, text through the DOM's own setter and an
 * input event. A re-render after hydration may have put the field back already: this works either way.
 */
function tellReact(field: Field, change: { value: string; checked: boolean }) {
  if (isTickable(field)) {
    // A radio button unticked by the choice of another is put right by that one's click.
    if (field.type === 'radio' && !change.checked) return
    field.checked = field.defaultChecked
    if (field.checked !== change.checked) field.click()
    return
  }
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (!setValue) return
  field.value = field.defaultValue
  setValue.call(field, change.value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

export function holdEarlyPresses(document: Document) {
  const held: HTMLElement[] = []
  const changed = new Map<Field, { value: string; checked: boolean }>()
  const holdPress = (event: Event) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null
    const target = pressed ?? (held.length > 0 ? sameTabLink(event) : null)
    if (!target) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(target)
  }
  // Enter in a form without a submit button sends it with no press to hold.
  const holdSubmit = (event: Event) => {
    event.preventDefault()
    if (event.target instanceof HTMLFormElement) held.push(event.target)
  }
  const noteChange = ({ target }: Event) => {
    if (isField(target))
      changed.set(target, { value: target.value, checked: isTickable(target) && target.checked })
  }
  // One press per task: React renders what a change or a press did before the next press reads it.
  const pressNext = () => {
    const target = held.shift()
    if (!target) return
    // A press on something that has gone (the page moved on) is dropped.
    if (target.isConnected) {
      if (target instanceof HTMLFormElement) target.requestSubmit()
      else target.click()
    }
    setTimeout(pressNext)
  }
  document.addEventListener('click', holdPress, true)
  document.addEventListener('submit', holdSubmit, true)
  document.addEventListener('input', noteChange, true)
  document.addEventListener('change', noteChange, true)
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', holdPress, true)
      document.removeEventListener('submit', holdSubmit, true)
      document.removeEventListener('input', noteChange, true)
      document.removeEventListener('change', noteChange, true)
      for (const [field, change] of changed) if (field.isConnected) tellReact(field, change)
      setTimeout(pressNext)
    },
    { once: true },
  )
}
