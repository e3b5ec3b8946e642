import { useRef, type ReactNode } from 'react';
import { PrintPageSize } from './PrintPageSize';
import { Receipt, type ReceiptProps } from './Receipt';

/** A print page's body: the toolbar (screen only), the receipt on its paper, the page size for printing. */
export function ReceiptSheet({ toolbar, children, ...receipt }: ReceiptProps & { toolbar: ReactNode; children?: ReactNode }) {
  const paperRef = useRef<HTMLDivElement>(null);
  return (
    <div className="dk-print-desk" data-testid="print-page">
      {toolbar}
      <main className="dk-print-paper">
        <div ref={paperRef}>
          <Receipt {...receipt} standalone />
        </div>
      </main>
      {children}
      <PrintPageSize paper={receipt.paper} target={paperRef} />
    </div>
  );
}
