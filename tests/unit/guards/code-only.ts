// What the source guards read: code, with comments and string text blanked out.

/** The code of one source: comments, string and template text blanked out (template `${…}` kept). */
export function codeOnly(source: string): string {
  let out = "";
  let i = 0;
  const depth: number[] = [];
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < source.length && source[i] !== c && source[i] !== "\n")
        i += source[i] === "\\" ? 2 : 1;
      out += `${c}${c}`;
      // an unclosed quote (a regular expression with a quote in it) ends at the line, which stays
      if (source[i] === c) i++;
    } else if (c === "`" || (c === "}" && depth.length > 0 && depth[depth.length - 1] === 0)) {
      if (c === "}") depth.pop();
      i++;
      out += "`";
      while (
        i < source.length &&
        source[i] !== "`" &&
        !(source[i] === "$" && source[i + 1] === "{")
      ) {
        if (source[i] === "\n") out += "\n";
        i += source[i] === "\\" ? 2 : 1;
      }
      if (source[i] === "$") {
        out += "${";
        depth.push(0);
        i += 2;
      } else {
        out += "`";
        i++;
      }
    } else {
      if (depth.length > 0 && c === "{") depth[depth.length - 1]!++;
      if (depth.length > 0 && c === "}") depth[depth.length - 1]!--;
      out += c;
      i++;
    }
  }
  return out;
}

/** A source with its comments blanked out and its strings kept (line numbers stay). */
export function withoutComments(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      // a string, kept as it is (an unclosed quote — a regular expression — ends at the line)
      let j = i + 1;
      while (j < source.length && source[j] !== c && (c === "`" || source[j] !== "\n"))
        j += source[j] === "\\" ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
