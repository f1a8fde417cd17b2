import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { styled } from '../../../tokens/stitches.config';
import { Button } from './Button';
import { bodyLook, closeLook, overlayLook, sheetLook, titleLook } from './dialogLook';

const Overlay = styled(ModalOverlay, overlayLook);
const Sheet = styled(Modal, sheetLook);
const Body = styled(AriaDialog, bodyLook);
const Title = styled(Heading, titleLook);
const CloseButton = styled(Button, closeLook);

export interface DialogProps {
  title: string;
  /** Called when the visitor closes the dialog: Escape, backdrop press or the close button. */
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside and returns to the opener when it closes. */
export function Dialog({ title, onClose, children }: DialogProps) {
  return (
    <Overlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Sheet>
        <Body>
          <Title slot="title">{title}</Title>
          <CloseButton slot="close" variant="secondary" aria-label="Close">
            <span aria-hidden="true">✕</span>
          </CloseButton>
          {children}
        </Body>
      </Sheet>
    </Overlay>
  );
}
