import Home from '../page'

/** /home shows the home page; search engines are pointed at / by the shared canonical link. */
export { generateMetadata } from '../page'
export const revalidate = 600

export default Home
