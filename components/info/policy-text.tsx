/**
 * A platform text (user agreement, privacy policy) as plain text: sections separated by blank
 * lines, each starting with its heading line. Never HTML: React escapes it.
 */
export function PolicyText({
  content,
  headingLevel = 2,
}: {
  content: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sections = content
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5">
      {sections.map((section, i) => {
        const [first = "", ...rest] = section.split("\n");
        return rest.length ? (
          <section key={i}>
            <Heading className="mb-1 font-semibold">{first}</Heading>
            <p className="whitespace-pre-line break-words text-sm leading-relaxed">
              {rest.join("\n")}
            </p>
          </section>
        ) : (
          <p key={i} className="whitespace-pre-line break-words text-sm leading-relaxed">
            {first}
          </p>
        );
      })}
    </div>
  );
}
