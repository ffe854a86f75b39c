/** The `token` query value of the page's URL (empty when missing: the gateway calls it unknown). */
export const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? ''
