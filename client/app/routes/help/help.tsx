/**
 * /help (and /help#{anchor}; /faqs and /contact redirect here): the questions collectors ask, a
 * search over them, and a way to get in touch when they do not help.
 */
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { HelpFaqs } from '../../../features/help/components/help-faqs.tsx'
import '../../../features/help/popups/get-in-touch.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function HelpRoute() {
  const { openPopup, popup } = usePopupManager()
  return (
    <div className="page help">
      <h1>Help</h1>
      <p className="page__lead">Answers to the questions collectors ask us most.</p>
      <HelpFaqs />
      <section className="help__contact" aria-labelledby="help-contact-heading">
        <h2 id="help-contact-heading">Still need help?</h2>
        <p>If you can't find your answer here, we're happy to help.</p>
        <Button variant="secondary" onClick={() => openPopup('GET_IN_TOUCH_FAQ')}>
          Get in touch
        </Button>
      </section>
      {popup}
    </div>
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(HelpRoute)
