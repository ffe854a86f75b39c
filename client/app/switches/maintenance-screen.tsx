/** The maintenance screen: the same markup and wording as the gateway's maintenance page. */
import { useEffect } from 'react'
import { MAINTENANCE_LINES, MAINTENANCE_TITLE } from '../../../shared/constants/maintenance.ts'

export function MaintenanceScreen() {
  useEffect(() => {
    document.title = MAINTENANCE_TITLE
  }, [])
  return (
    <main id="main" className="site-main maintenance" tabIndex={-1}>
      <div className="site-main__inner">
        <div className="page">
          <h1>{MAINTENANCE_TITLE}</h1>
          {MAINTENANCE_LINES.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
    </main>
  )
}
