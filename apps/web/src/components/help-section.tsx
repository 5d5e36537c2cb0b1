import { Disclosure } from './ui/disclosure';

/** A titled list of questions people hesitate on, each opening its answer (spec §9.3 help texts). */
export function HelpSection({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: { q: string; a: string }[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        {title}
      </h2>
      {entries.map((e) => (
        <Disclosure key={e.q} compact summary={e.q}>
          <p>{e.a}</p>
        </Disclosure>
      ))}
    </section>
  );
}
