/** The addresses a broadcast's link may open: the web, e-mail and phone (the server's sanitiser keeps only these). */
export const isLinkTarget = (url: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 -]+)$/i.test(url)
