import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { plainTextToRichText } from '@/lib/richText'

import * as content from './content'
import type { SeedRoom } from './content'
import { sceneWebp, type SceneKind } from './images'
import { seedSeasons } from './seasons'
import { seedTaxRules } from './taxes'

const context = { disableRevalidate: true }

type Logger = Pick<Payload['logger'], 'info'>

async function uploadScene(
  payload: Payload,
  scene: { kind: SceneKind; variant: number },
  alt: string,
  name: string,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const data = await sceneWebp(scene.kind, scene.variant)
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
    overrideAccess: true,
    context,
    req,
  })
  return String(media.id)
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function isEmpty(
  payload: Payload,
  collection: Parameters<Payload['count']>[0]['collection'],
) {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
}

/** The local default admin (outside production), created when its address is missing. */
export async function seedAdmin(payload: Payload, log: Logger): Promise<void> {
  if (!env.adminPassword) return
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: env.adminEmail.toLowerCase() } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: {
      email: env.adminEmail,
      password: env.adminPassword,
      name: 'House Manager',
      role: 'admin',
    },
    overrideAccess: true,
    context,
  })
  log.info(`Seed: created admin ${env.adminEmail}`)
}

/** The demo site settings as the global stores them: long texts as rich text, lists as rows. */
export function demoSiteSettings() {
  const { reasons, premiumCard, privacyPolicy, termsOfService, ...rest } = content.siteSettings
  return {
    ...rest,
    _status: 'published' as const,
    reasons: reasons.map((reason) => ({
      ...reason,
      description: plainTextToRichText(reason.description),
    })),
    premiumCard: {
      ...premiumCard,
      description: plainTextToRichText(premiumCard.description),
      features: premiumCard.features.map((feature) => ({ feature })),
    },
    privacyPolicy: plainTextToRichText(privacyPolicy),
    termsOfService: plainTextToRichText(termsOfService),
  }
}

async function seedSiteSettings(payload: Payload, log: Logger): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (current.houseName) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings(),
    overrideAccess: true,
    context,
  })
  log.info('Seed: site settings')
}

async function seedExplore(payload: Payload, log: Logger): Promise<void> {
  const current = await payload.findGlobal({ slug: 'explore', overrideAccess: true })
  if (current.hero?.title) return
  const tab = async (key: 'reception' | 'barLounge' | 'environment') => {
    const source = content.explore[key]
    const images: string[] = []
    for (const [index, scene] of source.scenes.entries()) {
      images.push(
        await uploadScene(
          payload,
          scene,
          `${source.title}: picture ${index + 1}`,
          `explore-${slug(key)}-${index + 1}`,
        ),
      )
    }
    return {
      title: source.title,
      description: plainTextToRichText(source.description),
      images,
      highlights: source.highlights,
      hours: source.hours,
    }
  }
  await payload.updateGlobal({
    slug: 'explore',
    data: {
      _status: 'published',
      hero: content.explore.hero,
      reception: await tab('reception'),
      barLounge: await tab('barLounge'),
      environment: await tab('environment'),
    },
    overrideAccess: true,
    context,
  })
  log.info('Seed: explore page')
}

async function seedCollections(payload: Payload, log: Logger): Promise<void> {
  if (await isEmpty(payload, 'banner-images')) {
    for (const [index, banner] of content.bannerScenes.entries()) {
      const image = await uploadScene(payload, banner, banner.alt, `banner-${index + 1}`)
      await payload.create({
        collection: 'banner-images',
        data: { image, sortOrder: index, _status: 'published' },
        overrideAccess: true,
        context,
      })
    }
    log.info('Seed: banner images')
  }
  if (await isEmpty(payload, 'room-categories')) {
    for (const [index, category] of content.roomCategories.entries()) {
      await payload.create({
        collection: 'room-categories',
        data: {
          ...category,
          features: category.features.map((feature) => ({ feature })),
          sortOrder: index,
          _status: 'published',
        },
        overrideAccess: true,
        context,
      })
    }
    log.info('Seed: room categories')
  }
  if (await isEmpty(payload, 'facilities')) {
    const all = [
      ...content.homeFacilities.map((f) => ({ ...f, placement: 'home' as const })),
      ...content.exploreFacilities.map((f) => ({ ...f, placement: 'explore' as const })),
    ]
    for (const [index, facility] of all.entries()) {
      await payload.create({
        collection: 'facilities',
        data: { ...facility, sortOrder: index, _status: 'published' },
        overrideAccess: true,
        context,
      })
    }
    log.info('Seed: facilities')
  }
  if (await isEmpty(payload, 'testimonials')) {
    const all = [
      ...content.homeTestimonials.map((t) => ({ ...t, placement: 'home' as const })),
      ...content.exploreTestimonials.map((t) => ({ ...t, placement: 'explore' as const })),
    ]
    for (const [index, testimonial] of all.entries()) {
      await payload.create({
        collection: 'testimonials',
        data: { ...testimonial, sortOrder: index, _status: 'published' },
        overrideAccess: true,
        context,
      })
    }
    log.info('Seed: testimonials')
  }
  if (await isEmpty(payload, 'extras')) {
    for (const extra of content.extras) {
      await payload.create({ collection: 'extras', data: extra, overrideAccess: true, context })
    }
    log.info('Seed: extras price list')
  }
}

async function seedRooms(payload: Payload, log: Logger): Promise<void> {
  if (!(await isEmpty(payload, 'rooms'))) return
  // Any admin will do: in production the first admin may have another address than the default.
  const admin = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const seeded: Array<{ id: string; december: SeedRoom['december'] }> = []
  // Oldest first, so the list (newest first) opens with the Executive Suite.
  for (const room of [...content.rooms].reverse()) {
    const images: string[] = []
    for (const [index, scene] of room.scenes.entries()) {
      images.push(
        await uploadScene(
          payload,
          scene,
          `${room.name}: photo ${index + 1}`,
          `room-${slug(room.name)}-${index + 1}`,
        ),
      )
    }
    const { amenities, scenes: _scenes, december, ...fields } = room
    const created = await payload.create({
      collection: 'rooms',
      data: {
        ...fields,
        ...Object.fromEntries(amenities.map((key) => [key, true])),
        images,
        userRef: admin.docs[0]?.id,
      },
      overrideAccess: true,
      context,
    })
    seeded.push({ id: created.id, december })
  }
  log.info(`Seed: ${content.rooms.length} rooms`)
  // The peak prices are the house's seasons, set once for every room (the Seasons screen).
  await seedSeasons(payload, seeded)
}

/** The demo content: fills whatever is empty; running it again changes nothing. */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const log = payload.logger
  await seedSiteSettings(payload, log)
  await seedCollections(payload, log)
  await seedExplore(payload, log)
  await seedRooms(payload, log)
  await seedTaxRules(payload)
}
