export function storefrontCommand(
  kind: string,
  port: number | string,
  dir?: string,
): { cmd: string; args: string[]; env: Record<string, string> };
