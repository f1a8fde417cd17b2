/**
 * The project table of the spec (section 3), in its order. "not shown" code flags are false. The
 * spec names the Discord bot's chat bot framework only generically, so its stack is a pattern.
 */
export const specProjects: readonly {
  title: string;
  duration: string;
  stack: string | RegExp;
  code: boolean;
}[] = [
  { title: 'Website 2.0', duration: 'Jun 2025-Present', stack: 'TypeScript, React, Material UI', code: true },
  { title: 'Pokebase', duration: 'Sep 2023-Present', stack: 'Swift, CocoaPods, iOS', code: false },
  { title: 'My Website', duration: 'Jul 2023-Present', stack: 'JavaScript, React', code: true },
  {
    title: 'Pokemon Discord Bot',
    duration: 'Jan 2023-Present',
    stack: /^Python, [^,]+, MongoDB, SQL, CSS3, HTML$/,
    code: false,
  },
  {
    title: 'Notetotes',
    duration: 'Sep 2022-Dec 2022',
    stack: 'Python, HTML5, CSS3, AWS, SQL, JavaScript',
    code: false,
  },
  {
    title: 'Scalable Search Engine',
    duration: 'Mar 2022-Apr 2023',
    stack: 'Python, HTML5, CSS3, JavaScript, Bash, SQL, AWS, Hadoop',
    code: false,
  },
  { title: 'Colorize', duration: 'Apr 2023', stack: 'Python, Pytorch, Numpy, Pandas, Matplotlib', code: false },
];
