import { scriptedMotion } from '../../../tokens/stitches.config';

/**
 * Runs an animation from script, unless the visitor asked for less motion (the styles' reduced-motion
 * rule reaches only CSS animations). Returns it, or null when none runs.
 */
export function animate(element: Element, keyframes: Keyframe[], timing: KeyframeAnimationOptions) {
  if (window.matchMedia(scriptedMotion.reducedQuery).matches) return null;
  return element.animate(keyframes, timing);
}
