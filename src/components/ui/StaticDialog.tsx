import type { ReactNode } from 'react';
import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';
import { bodyLook, closeLook, overlayLook, sheetLook, titleLook } from './dialogLook';

const Overlay = styled('div', overlayLook);
const Sheet = styled('div', sheetLook);
const Body = styled('div', bodyLook);
const Title = styled('h2', titleLook);
const CloseLink = styled('a', { ...buttonLook, ...closeLook });

export interface StaticDialogProps {
  title: string;
  /** Where its close link leads: the page under the dialog. */
  closeHref: string;
  children: ReactNode;
}

/**
 * The dialog as the prerendered page shows it, before (or without) JavaScript: the same look, in
 * place in the page, with a real link to close it. Once the app runs, the react-aria dialog
 * (`Dialog`) takes its place.
 */
export function StaticDialog({ title, closeHref, children }: StaticDialogProps) {
  const titleId = `dialog-title-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Overlay>
      <Sheet>
        <Body role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Title id={titleId}>{title}</Title>
          <CloseLink href={closeHref} variant="secondary" aria-label="Close">
            <span aria-hidden="true">✕</span>
          </CloseLink>
          {children}
        </Body>
      </Sheet>
    </Overlay>
  );
}
