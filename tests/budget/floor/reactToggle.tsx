// The bench's React floor (tests/budget/bench-tap.mjs): the floor page's toggle, rendered by React
// with nothing else — what React itself adds to a first tap.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const paragraphs = Array.from({ length: 12 }, (_, index) => index);

function FloorPage() {
  const [isDark, setIsDark] = useState(false);
  return (
    <>
      <header>
        <button
          type="button"
          aria-pressed={isDark}
          aria-label="Dark theme"
          onClick={() => {
            setIsDark(!isDark);
            document.documentElement.classList.toggle('dark', !isDark);
          }}
        />
      </header>
      <main>
        <h1>Hello</h1>
        {paragraphs.map((index) => (
          <p key={index}>A paragraph of the kind a visitor reads before tapping anything on the page.</p>
        ))}
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage />);
