import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = forwardRef<ElementRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(
  function DialogTitle({ className, ...props }, ref) {
    return <DialogPrimitive.Title ref={ref} className={cn('text-lg font-semibold', className)} {...props} />;
  },
);
export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />;
});

function Overlay({ className }: { className?: string }) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]', className)} />;
}

interface ContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the close (X) button. */
  closeLabel: string;
}

/** A dialog's panel over the overlay, laid out by `panel`, its close (X) button placed by `close`. */
function dialogPanel(name: string, panel: string, close: string) {
  const Panel = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(function Panel(
    { className, children, closeLabel, ...props },
    ref,
  ) {
    return (
      <DialogPrimitive.Portal>
        <Overlay />
        <DialogPrimitive.Content ref={ref} className={cn(panel, className)} {...props}>
          {children}
          <DialogPrimitive.Close
            className={cn(
              'absolute rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              close,
            )}
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  });
  Panel.displayName = name;
  return Panel;
}

/** A centred modal dialog. */
export const DialogContent = /* @__PURE__ */ dialogPanel(
  'DialogContent',
  'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto ' +
    'rounded-lg border border-border bg-popover p-5 text-popover-foreground shadow-xl focus:outline-none',
  'right-3 top-3 p-1',
);

/** A panel sliding in from the left edge: the phone-width navigation drawer. */
export const SheetContent = /* @__PURE__ */ dialogPanel(
  'SheetContent',
  'fixed inset-y-0 left-0 z-50 flex h-full w-[min(20rem,86vw)] flex-col border-r border-border bg-card text-card-foreground shadow-xl focus:outline-none',
  'right-2 top-3 p-1.5',
);

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
