import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { dialogIn, styled } from '../../../tokens/stitches.config';
import { Button } from './Button';
import { bodyLook, closeLook, overlayLook, sheetLook, titleLook } from './dialogLook';
import { writeStyles } from './writeStyles';

const Overlay = styled(ModalOverlay, overlayLook);
const Sheet = styled(Modal, {
  ...sheetLook,
  variants: {
    entrance: {
      pop: { '&[data-entering]': { animation: `${dialogIn} 160ms ease-out` } },
      none: {},
    },
  },
  defaultVariants: { entrance: 'pop' },
});
const Body = styled(AriaDialog, bodyLook);
const Title = styled(Heading, titleLook);
const CloseButton = styled(Button, closeLook);

/** Writes the dialog's rules before it first opens (see `writeStyles`). */
export function writeDialogStyles(): void {
  writeStyles([Overlay], [Sheet, { entrance: 'pop' }], [Body], [Title], [CloseButton, { variant: 'secondary' }]);
}

export interface DialogProps {
  title: string;
  /** The close button's name (it shows only ✕). */
  closeLabel: string;
  /** Called when the visitor closes the dialog: Escape, backdrop press or the close button. */
  onClose: () => void;
  /** False when the dialog takes the place of one already on screen (a prerendered popup): no pop-in. */
  hasEntrance?: boolean;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside and returns to the opener when it closes. */
export function Dialog({ title, closeLabel, onClose, hasEntrance = true, children }: DialogProps) {
  return (
    <Overlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Sheet entrance={hasEntrance ? 'pop' : 'none'}>
        <Body>
          <Title slot="title">{title}</Title>
          <CloseButton slot="close" variant="secondary" aria-label={closeLabel}>
            <span aria-hidden="true">✕</span>
          </CloseButton>
          {children}
        </Body>
      </Sheet>
    </Overlay>
  );
}
