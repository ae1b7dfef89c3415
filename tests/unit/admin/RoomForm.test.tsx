import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime'

import { RoomForm } from '@/components/admin/Rooms/RoomForm'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { ContractImage } from '@/lib/rooms/contract'

import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'
import { contractRoomFixture } from '../../helpers/fixtures/rooms'

const router: AppRouterInstance = {
  bfcacheId: 'test',
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
}

function show(roomId?: string) {
  render(
    <AppRouterContext.Provider value={router}>
      <RoomForm roomId={roomId} />
      <Toasts />
    </AppRouterContext.Provider>,
  )
}

const field = (label: RegExp) => screen.getByLabelText(label)
const change = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } })
/** The message on the line the field names in its aria-describedby. */
const describedBy = (label: RegExp) =>
  document.getElementById(field(label).getAttribute('aria-describedby')!.split(' ')[0])
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
/** A refused form stays as it was: its button still ready, and nothing sent once all settles. */
async function expectNothingSent(fetchMock: FetchMock, button: string) {
  expect(screen.getByRole('button', { name: button })).toBeEnabled()
  await act(async () => {})
  expect(fetchMock).not.toHaveBeenCalled()
}

const photo: ContractImage = {
  id: 'm1',
  url: '/media/garden.jpg',
  alt: 'Garden Room',
  width: 1200,
  height: 800,
  sizes: { thumbnail: '/media/garden-160.webp', card: null, large: null },
}

describe('RoomForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('refuses an empty room field by field, focuses the first, and sends nothing', async () => {
    show()
    submit('Create Room')
    const expected: Array<[RegExp, string]> = [
      [/^Room Name/, MESSAGES.room.nameRequired],
      [/^Description/, MESSAGES.room.descriptionRequired],
      [/^Regular Price/, MESSAGES.room.regularPriceRequired],
      [/^Bed Type/, MESSAGES.room.bedTypeRequired],
    ]
    expect.assertions(expected.length * 2 + 4)
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
      expect(describedBy(label)).toHaveTextContent(message)
    }
    expect(screen.getByText(MESSAGES.room.imageRequired)).toBeInTheDocument()
    expect(field(/^Room Name/)).toHaveFocus()
    await expectNothingSent(fetchMock, 'Create Room')
  })

  it('refuses a price in fractions of a pesewa beside the price, and keeps what was typed', async () => {
    show()
    change(/^Room Name/, 'Garden Room')
    change(/^Regular Price/, '12.345')
    submit('Create Room')
    expect(field(/^Regular Price/)).toHaveAttribute('aria-invalid', 'true')
    expect(describedBy(/^Regular Price/)).toHaveTextContent(MESSAGES.room.priceDecimals)
    expect(field(/^Regular Price/)).toHaveValue(12.345)
    expect(field(/^Room Name/)).toHaveAttribute('aria-invalid', 'false')
    expect(field(/^Description/)).toHaveFocus()
    // Typing again clears the field's message.
    change(/^Regular Price/, '12.34')
    expect(describedBy(/^Regular Price/)).toBeEmptyDOMElement()
    await expectNothingSent(fetchMock, 'Create Room')
  })

  it('asks for a discounted price only with the offer ticked, and refuses one not below the regular', async () => {
    show()
    expect(screen.queryByLabelText(/^Discounted Price/)).toBeNull()
    fireEvent.click(screen.getByLabelText('Special offer (discounted price)'))
    change(/^Regular Price/, '300')
    change(/^Discounted Price/, '300')
    submit('Create Room')
    expect(describedBy(/^Discounted Price/)).toHaveTextContent(MESSAGES.room.discountedPriceNotLess)
    expect(field(/^Regular Price/)).toHaveAttribute('aria-invalid', 'false')
    fireEvent.click(screen.getByLabelText('Special offer (discounted price)'))
    expect(screen.queryByLabelText(/^Discounted Price/)).toBeNull()
    await expectNothingSent(fetchMock, 'Create Room')
  })

  it('loads the room to update and sends its fields with the photos it keeps', async () => {
    const room = contractRoomFixture('Garden Room', 300, {
      _id: 'r1',
      bedType: 'Double Size',
      offer: true,
      discountedPrice: 250,
      images: [photo],
      imageURLs: [photo.url],
    })
    fetchMock.mockResolvedValueOnce(jsonResponse(room))
    show('r1')
    expect(await screen.findByLabelText(/^Room Name/)).toHaveValue('Garden Room')
    expect(fetchMock.mock.calls[0][0]).toBe(API.room.get('r1'))

    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    change(/^Discounted Price/, '240')
    submit('Update Room')
    await expectToast(MESSAGES.rooms.updated)
    const [url, init] = fetchMock.mock.calls[1]
    expect(url).toBe(API.room.update('r1'))
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Garden Room',
      regularPrice: 300,
      discountedPrice: 240,
      offer: true,
      bedType: 'Double Size',
      imageURLs: [photo.url],
      deletedImageUrls: [],
    })
  })

  it("shows the server's refusal above the form and keeps what was typed", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(contractRoomFixture('Garden Room', 300, { _id: 'r1', images: [photo] })),
    )
    show('r1')
    await screen.findByLabelText(/^Room Name/)
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: 'Name taken' }, 409))
    change(/^Room Name/, 'Cocoa Room')
    submit('Update Room')
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Name taken')
    expect(field(/^Room Name/)).toHaveValue('Cocoa Room')
    expect(screen.getByRole('button', { name: 'Update Room' })).toBeEnabled()
  })

  it('offers Try Again when the room cannot be loaded, and loads it again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false }, 500))
    show('r1')
    const retry = await screen.findByRole('button', { name: 'Try Again' })
    expect(retry.closest('[role="alert"]')).toHaveTextContent(MESSAGES.rooms.fetchOneFailed)
    expect(screen.queryByLabelText(/^Room Name/)).toBeNull()
    fetchMock.mockResolvedValueOnce(jsonResponse(contractRoomFixture('Garden Room', 300)))
    fireEvent.click(retry)
    expect(await screen.findByLabelText(/^Room Name/)).toHaveValue('Garden Room')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  })

  it('refuses a photo that is not JPEG, PNG or WebP beside the picker, and adds nothing', () => {
    // jsdom makes no previews: a photo let through would need one.
    const previews = jest.fn(() => 'blob:preview')
    Object.defineProperty(URL, 'createObjectURL', { value: previews, configurable: true })
    show()
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByTestId('room-images-input'), { target: { files: [pdf] } })
    const picker = screen.getByRole('button', { name: 'Choose photos' })
    const pickerError = picker.getAttribute('aria-describedby')!.split(' ')[0]
    expect(document.getElementById(pickerError)).toHaveTextContent(MESSAGES.image.wrongType)
    expect(screen.queryAllByTestId('new-image')).toHaveLength(0)
    expect(previews).not.toHaveBeenCalled()
  })

  it('sends a stored photo marked for deletion apart from the ones kept', async () => {
    const second: ContractImage = { ...photo, id: 'm2', url: '/media/garden-2.jpg' }
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        contractRoomFixture('Garden Room', 300, {
          _id: 'r1',
          bedType: 'Double Size',
          images: [photo, second],
        }),
      ),
    )
    show('r1')
    await screen.findByLabelText(/^Room Name/)
    const [first] = screen.getAllByRole('button', { name: 'Delete image' })
    fireEvent.click(first)
    expect(first).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveTextContent('Keep image')
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    submit('Update Room')
    await expectToast(MESSAGES.rooms.updated)
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toMatchObject({
      imageURLs: [second.url],
      deletedImageUrls: [photo.url],
    })
  })

  it('reorders the stored photos by Move up / Move down and by drag, says where each went, and saves that order', async () => {
    const second: ContractImage = { ...photo, id: 'm2', url: '/media/porch.jpg', alt: 'Porch' }
    const third: ContractImage = { ...photo, id: 'm3', url: '/media/bath.jpg', alt: 'Bathroom' }
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        contractRoomFixture('Garden Room', 300, {
          _id: 'r1',
          bedType: 'Double Size',
          images: [photo, second, third],
        }),
      ),
    )
    show('r1')
    await screen.findByLabelText(/^Room Name/)
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move up: Garden Room' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move down: Bathroom' })).toBeDisabled()

    // By button (a keyboard's Enter or a tap): the bathroom becomes the thumbnail.
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Bathroom' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Bathroom' }))
    expect(screen.getByTestId('photo-order-status')).toHaveTextContent(
      'Bathroom moved to position 1 of 3. It is now the thumbnail.',
    )
    expect(screen.getByRole('button', { name: 'Move up: Bathroom' })).toBeDisabled()

    // By drag: the porch (third now) dropped on the first tile.
    const transfer = new Map<string, string>()
    const dataTransfer = {
      effectAllowed: '',
      get types() {
        return [...transfer.keys()]
      },
      setData: (type: string, value: string) => transfer.set(type, value),
      getData: (type: string) => transfer.get(type) ?? '',
    }
    const tiles = screen.getAllByTestId('existing-image')
    fireEvent.dragStart(tiles[2], { dataTransfer })
    fireEvent.dragOver(tiles[0], { dataTransfer })
    fireEvent.drop(tiles[0], { dataTransfer })
    expect(screen.getByTestId('photo-order-status')).toHaveTextContent(
      'Porch moved to position 1 of 3.',
    )

    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    submit('Update Room')
    await expectToast(MESSAGES.rooms.updated)
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toMatchObject({
      imageURLs: [second.url, third.url, photo.url],
      deletedImageUrls: [],
    })
  })
})
