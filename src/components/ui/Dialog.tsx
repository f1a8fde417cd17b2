import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
// Each component from its own entry point (as in TooltipBubble and SiteLayout): the package's index
// loads all of React Aria, which every jsdom test file would pay for.
import { Button } from 'react-aria-components/Button';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { edgeInForcedColors, fadeIn, styled } from '../../../tokens/stitches.config';
import { buttonLook } from './PlainButton';
import { PageLocale } from './PageLocale';
import type { LanguageAttributes } from '../../hooks/useLanguageOf';

const Overlay = styled(ModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$backdrop',
});

const Sheet = styled(Modal, {
  width: '100%',
  maxWidth: '$dialog',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$dialog',
  ...edgeInForcedColors('2px'),
  // A fade only: a project's picture flies into the popup (src/projects/growPicture.ts), onto a box that
  // must not move while it does.
  '&[data-entering]': { animation: `${fadeIn} 160ms ease-out` },
});

const Body = styled(AriaDialog, {
  position: 'relative',
  display: 'grid',
  gap: '$4',
  padding: '$6',
  outline: 'none',
  '@sm': { padding: '$7' },
});

const Title = styled(Heading, { paddingInlineEnd: '$8', fontSize: '$5', '@sm': { fontSize: '$6' } });

const CloseButton = styled(Button, {
  ...buttonLook,
  position: 'absolute',
  top: '$3',
  insetInlineEnd: '$3',
  width: '$touchTarget',
  paddingInline: 0,
  fontSize: '$4',
});

export interface DialogProps {
  /** Its heading, which names the dialog. */
  title: ReactNode;
  /** The close button's name (it shows only ✕). */
  closeLabel: string;
  /** The `lang` and `dir` of the close button's name, where it is not in the page's language. */
  closeLabelLanguage?: LanguageAttributes;
  /** Escape, a backdrop press or the close button. */
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, closeLabel, closeLabelLanguage, onClose, children }: DialogProps) {
  const body = useRef<HTMLElement>(null);
  useEscapeOutside(body, onClose);
  return (
    <PageLocale>
      <Overlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
        <Sheet>
          <Body ref={body}>
            <Title slot="title">{title}</Title>
            <CloseButton slot="close" variant="secondary" aria-label={closeLabel} {...closeLabelLanguage}>
              <span aria-hidden="true">✕</span>
            </CloseButton>
            {children}
          </Body>
        </Sheet>
      </Overlay>
    </PageLocale>
  );
}

/**
 * Escape closes the dialog wherever focus is. React Aria hears it only inside the dialog, and moves
 * focus in after the frame that shows it (or once its fade has run): an Escape pressed as the dialog
 * appears would land on the card that opened it and be lost. Escapes that something else handled
 * (their default prevented) are left alone.
 */
function useEscapeOutside(body: RefObject<HTMLElement | null>, onClose: () => void) {
  // Before the browser paints, so the dialog never shows without it.
  useLayoutEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Node && body.current?.contains(event.target)) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [body, onClose]);
}
