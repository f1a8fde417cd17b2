import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '../../../tokens/stitches.config';
import { buttonLook } from './buttonLook';
import { bodyLook, closeLook, overlayLook, sheetLook, titleLook } from './dialogLook';

const Overlay = styled('div', overlayLook);
const Sheet = styled('div', sheetLook);
const Body = styled('div', bodyLook);
const Title = styled('h2', titleLook);
const CloseLink = styled(RouterLink, { ...buttonLook, ...closeLook });

export interface StaticDialogProps extends Pick<
  HTMLAttributes<HTMLElement>,
  'onPointerEnter' | 'onFocus' | 'onTouchStart'
> {
  title: string;
  /** The close link's name (it shows only ✕). */
  closeLabel: string;
  /** Where its close link leads (replacing the address): the page under the dialog. */
  closeTo: string;
  children: ReactNode;
}

/**
 * The dialog as the prerendered page shows it, before (or without) JavaScript: the same look, in
 * place in the page, with a real link to close it. Once the app runs and the react-aria dialog
 * (`Dialog`) has loaded, that takes its place; intent handlers passed here can hurry its code.
 */
export function StaticDialog({ title, closeLabel, closeTo, children, ...intent }: StaticDialogProps) {
  const titleId = useId();
  return (
    <Overlay {...intent}>
      <Sheet>
        <Body role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Title id={titleId}>{title}</Title>
          <CloseLink to={closeTo} replace variant="secondary" aria-label={closeLabel}>
            <span aria-hidden="true">✕</span>
          </CloseLink>
          {children}
        </Body>
      </Sheet>
    </Overlay>
  );
}
