import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export const DropdownMenuContent = forwardRef<ElementRef<typeof Menu.Content>, ComponentPropsWithoutRef<typeof Menu.Content>>(
  function DropdownMenuContent({ className, sideOffset = 6, ...props }, ref) {
    return (
      <Menu.Portal>
        <Menu.Content
          ref={ref}
          sideOffset={sideOffset}
          collisionPadding={8}
          className={cn(
            'z-50 min-w-[11rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg',
            className,
          )}
          {...props}
        />
      </Menu.Portal>
    );
  },
);

const itemClass =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm py-2 pr-2 text-[0.95rem] outline-none ' +
  'focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export const DropdownMenuItem = forwardRef<ElementRef<typeof Menu.Item>, ComponentPropsWithoutRef<typeof Menu.Item>>(
  function DropdownMenuItem({ className, ...props }, ref) {
    return <Menu.Item ref={ref} className={cn(itemClass, 'pl-2', className)} {...props} />;
  },
);

export const DropdownMenuCheckboxItem = forwardRef<
  ElementRef<typeof Menu.CheckboxItem>,
  ComponentPropsWithoutRef<typeof Menu.CheckboxItem>
>(function DropdownMenuCheckboxItem({ className, children, ...props }, ref) {
  return (
    <Menu.CheckboxItem ref={ref} className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden="true" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
});

export const DropdownMenuRadioItem = forwardRef<ElementRef<typeof Menu.RadioItem>, ComponentPropsWithoutRef<typeof Menu.RadioItem>>(
  function DropdownMenuRadioItem({ className, children, ...props }, ref) {
    return (
      <Menu.RadioItem ref={ref} className={cn(itemClass, 'pl-8', className)} {...props}>
        <span className="absolute left-2 flex size-4 items-center justify-center">
          <Menu.ItemIndicator>
            <Circle aria-hidden="true" className="size-2.5 fill-current" />
          </Menu.ItemIndicator>
        </span>
        {children}
      </Menu.RadioItem>
    );
  },
);

export const DropdownMenuLabel = forwardRef<ElementRef<typeof Menu.Label>, ComponentPropsWithoutRef<typeof Menu.Label>>(
  function DropdownMenuLabel({ className, ...props }, ref) {
    return <Menu.Label ref={ref} className={cn('px-2 py-1.5 text-sm font-semibold text-muted-foreground', className)} {...props} />;
  },
);

export const DropdownMenuSeparator = forwardRef<ElementRef<typeof Menu.Separator>, ComponentPropsWithoutRef<typeof Menu.Separator>>(
  function DropdownMenuSeparator({ className, ...props }, ref) {
    return <Menu.Separator ref={ref} className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
  },
);
