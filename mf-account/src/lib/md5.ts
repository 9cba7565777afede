/** MD5 is only needed when a password is sent: loaded then, not with every page (SPEC §5 hashes on login). */
async function loadMd5(): Promise<(value: string) => string> {
  const module = await import('blueimp-md5');
  return module.default;
}

/**
 * The MD5 of a password, as auth/login takes it (`_p`): SPEC §5 hashes on login only. Every other call that sends
 * a password (customer/register, pwdconfirm, pwdchange, emailchange) sends it clear, and the API hashes it.
 */
export async function passwordHash(password: string): Promise<string> {
  const md5 = await loadMd5();
  return md5(password);
}
