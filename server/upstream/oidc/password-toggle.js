// Show/Hide on the provider's password field (registration specification §5): the button's text
// reads Show or Hide, and leaving the field hides the password again. The button is hidden in the
// page's HTML, so without this script the field is a plain password field and login still works.
for (const toggle of document.querySelectorAll('[data-password-toggle]')) {
  const input = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!(input instanceof HTMLInputElement)) continue
  const show = (shown) => {
    input.type = shown ? 'text' : 'password'
    toggle.textContent = shown ? 'Hide' : 'Show'
    toggle.setAttribute('aria-label', `${shown ? 'Hide' : 'Show'} password`)
  }
  // Moving between the field and its button is not leaving the field.
  const hideOnLeave = (partner) => (event) => {
    if (event.relatedTarget !== partner) show(false)
  }
  toggle.addEventListener('click', () => show(input.type === 'password'))
  input.addEventListener('blur', hideOnLeave(toggle))
  toggle.addEventListener('blur', hideOnLeave(input))
  // Sent as a password field, so the browser offers to save it as one.
  input.form?.addEventListener('submit', () => show(false))
  toggle.hidden = false
}
