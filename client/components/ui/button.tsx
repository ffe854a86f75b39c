import type { ButtonHTMLAttributes, Ref } from 'react'
import { cx } from '../../lib/class-names.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'text'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  /** Disables the button and tells assistive technology that work is under way. */
  isLoading?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  isLoading = false,
  className,
  disabled,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : type === 'reset' ? 'reset' : 'button'}
      className={cx('button', `button--${variant}`, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    />
  )
}
