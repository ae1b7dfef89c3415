/**
 * A party asked as guests and, of them, young children; and the rooms offered together when no
 * one room takes the party. Shown by the guests' form and the desk, and said by the server.
 */
export const party = {
  childrenLabel: (age: number) => `Children under ${age}`,
  childrenCounted: (age: number) =>
    `Children under ${age} count as guests for the room and its price.`,
  childrenFree: (age: number) =>
    `Children under ${age} stay in their parents’ room: they do not count toward its guests or its price.`,
  childrenTooMany: 'Children must be fewer than the guests: every room needs an adult',
  childrenInvalid: (max: number) => `Children must be between 0 and ${max}`,
  /** Above the offers of rooms together. */
  combinationsTitle: (guests: number) =>
    `No one room takes ${guests} guests. These rooms together do:`,
  /** One offer's button: the rooms with the guests in each, and the total. */
  combinationChoice: (rooms: string, total: string) => `${rooms}: ${total} in total`,
  combinationRoom: (name: string, guests: number) =>
    `${name} (${guests} ${guests === 1 ? 'guest' : 'guests'})`,
  combinationChosen: 'The rooms are filled in below; you can still change them.',
  /** The desk: the people in a stay's room as the guest asked, when they were asked. */
  partyLine: (adults: number, children: number) =>
    children
      ? `${adults} ${adults === 1 ? 'adult' : 'adults'}, ${children} young ${children === 1 ? 'child' : 'children'}`
      : `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
  /** The WhatsApp request: the people of a party with young children, the age the form asked. */
  requestPeople: (adults: number, children: number, age: number) =>
    `${adults} ${adults === 1 ? 'adult' : 'adults'}, ${children} ${children === 1 ? 'child' : 'children'} under ${age}`,
  childAgeLabel: 'Children are asked for apart when younger than (years)',
  childAgeHelp: 'The booking form asks for the guests and, of them, the children under this age.',
  childrenCountLabel: 'Children under that age count as guests',
  childrenCountHelp:
    'Ticked, they count toward a room’s most guests and its extra-guest price, as adults do. Unticked, they stay free in their parents’ room.',
  adultsLabel: 'Adults in the party',
  childrenStoredLabel: 'Young children in the party',
  partyHelp: 'As the guest asked. Guests above is what the room is sized and priced for.',
} as const
