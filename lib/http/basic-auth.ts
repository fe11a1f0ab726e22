/** Username and password of an `Authorization: Basic` header, or undefined when it is not one. */
export const basicCredentials = (header: string | undefined): { username: string; password: string } | undefined => {
  const match = header && /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};
