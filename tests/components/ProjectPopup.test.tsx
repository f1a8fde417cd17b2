import { render, screen } from '@testing-library/react';
import { ProjectPopup, writeProjectPopupStyles } from '../../src/components/ProjectPopup';
import { projects } from '../../src/content';
import { getCssText } from '../../tokens/stitches.config';

describe('the project popup', () => {
  it('writes every rule it renders with ahead of its first opening, for projects with and without public code', () => {
    writeProjectPopupStyles();
    const written = getCssText();
    const withCode = projects.find((project) => project.code);
    const withoutCode = projects.find((project) => !project.code);
    expect(withCode && withoutCode).toBeTruthy();

    for (const project of [withCode!, withoutCode!]) {
      const { unmount } = render(<ProjectPopup project={project} onClose={() => {}} />);
      expect(screen.getByRole('dialog', { name: project.title })).toBeInTheDocument();
      expect(getCssText()).toBe(written);
      unmount();
    }
  });
});
