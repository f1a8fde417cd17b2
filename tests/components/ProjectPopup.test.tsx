import { render, screen } from '@testing-library/react';
import { ProjectPopup, writeProjectPopupStyles } from '../../src/components/ProjectPopup';
import { projects } from '../../src/content';
import { getCssText } from '../../tokens/stitches.config';

describe('the project popup', () => {
  it('writes, ahead of its first opening, the rules of every class it renders with', () => {
    const withCode = projects.find((project) => project.code);
    const withoutCode = projects.find((project) => !project.code);
    expect(withCode && withoutCode).toBeTruthy();

    writeProjectPopupStyles();
    const written = getCssText();
    for (const project of [withCode!, withoutCode!]) {
      const { unmount } = render(<ProjectPopup project={project} onClose={() => {}} />);
      expect(screen.getByRole('dialog', { name: project.title })).toBeInTheDocument();
      // The modal renders into document.body, beside the test's container.
      const classes = [...document.body.querySelectorAll('*')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('c-')),
      );
      expect(classes.length).toBeGreaterThan(5);
      expect(classes.filter((name) => !written.includes(`.${name}`))).toEqual([]);
      // …so its first render writes nothing more.
      expect(getCssText()).toBe(written);
      unmount();
    }
  });
});
