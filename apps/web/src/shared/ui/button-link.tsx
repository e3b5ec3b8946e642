import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { buttonVariants } from './button';

export interface ButtonLinkProps extends LinkProps, VariantProps<typeof buttonVariants> {
  /** Drawn before the words, hidden from screen readers. */
  icon?: LucideIcon;
}

/** A link into the app that looks like a button, with an optional icon before its words. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { icon: Icon, variant, size, className, children, ...props },
  ref,
) {
  return (
    <Link ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Link>
  );
});

export interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, VariantProps<typeof buttonVariants> {
  /** Drawn before the words, hidden from screen readers. */
  icon?: LucideIcon;
  /** Opens in a new tab, telling the page nothing of this one (the shop's store, outside the app). */
  newTab?: boolean;
}

/** A link out of the app (a web page, `tel:`, `mailto:`) that looks like a button, with an optional icon. */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { icon: Icon, newTab, variant, size, className, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </a>
  );
});
