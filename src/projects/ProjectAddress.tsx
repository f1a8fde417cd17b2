/** A project's address (`/Projects/<id>`): the Projects page draws what it shows. */
export function ProjectAddress() {
  return null;
}
