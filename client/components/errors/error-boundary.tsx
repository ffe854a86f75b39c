/**
 * Catches a rendering error in one screen or panel so the rest of the page stays usable.
 * @see https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = {
  /** What shows instead; `reset` renders the children again (after whatever made them fail is fixed). */
  fallback: (error: unknown, reset: () => void) => ReactNode
  children: ReactNode
}
type State = { failed: false } | { failed: true; error: unknown }

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Part of the page failed to render', error, info.componentStack)
  }

  reset = () => this.setState({ failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
