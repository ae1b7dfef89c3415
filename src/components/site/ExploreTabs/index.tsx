export { ExploreTabs } from './ExploreTabs.client'
