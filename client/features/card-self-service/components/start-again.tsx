/** The end of a flow that can no longer succeed: its message and a way to start again. */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'

export function StartAgain({ message, onStart }: { message: string; onStart: () => void }) {
  return (
    <>
      <Notice kind="error">{message}</Notice>
      <Button onClick={onStart}>Start again</Button>
    </>
  )
}
