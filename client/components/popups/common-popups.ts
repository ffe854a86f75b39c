/** The content types every screen may open (features register their own beside their screens). */
import './contents/card-number-help.tsx'
import './contents/remember-me-info.tsx'
import './contents/terms.tsx'
