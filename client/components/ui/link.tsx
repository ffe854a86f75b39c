import type { AnchorHTMLAttributes, Ref } from 'react'
import { Link as RouterLink } from 'wouter'
import { cx } from '../../lib/class-names.ts'
import type { ButtonVariant } from './button.tsx'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Shows the link as a button (a call to action that navigates). */
  variant?: ButtonVariant | 'link'
  ref?: Ref<HTMLAnchorElement>
}

/** In-app paths go through the router; absolute URLs, tel: and mailto: stay plain anchors. */
const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)

export function Link({ href, variant = 'link', className, ...props }: LinkProps) {
  const classes = cx(variant === 'link' ? 'link' : `button button--${variant}`, className)
  if (isExternal(href)) return <a href={href} className={classes} {...props} />
  return <RouterLink href={href} className={classes} {...props} />
}
