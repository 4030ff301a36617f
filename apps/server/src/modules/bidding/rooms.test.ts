import { describe, expect, it } from 'vitest';
import { rooms, roomsOfSubEvent, subEventOfRoleRoom, subEventOfRoom, viewerRoleOf } from './rooms';

const id = '0b8f5a52-3c1e-4c8e-9a0e-1f2d3c4b5a69';

describe('rooms', () => {
  it('names the rooms of API.md', () => {
    expect(rooms.subEvent(id)).toBe(`se:${id}`);
    expect(rooms.tick(id)).toBe(`se:${id}:tick`);
    expect(rooms.role(id, 'guest')).toBe(`se:${id}:guest`);
    expect(rooms.event(id)).toBe(`ev:${id}`);
    expect(rooms.liveUser('u')).toBe('live-user:u');
    expect(roomsOfSubEvent(id)).toEqual([
      `se:${id}`,
      `se:${id}:tick`,
      `se:${id}:bidder`,
      `se:${id}:bidder:each`,
      `se:${id}:guest`,
      `se:${id}:guest:each`,
      `se:${id}:admin`,
      `se:${id}:admin:each`,
    ]);
  });

  it('reads the sub-event back from a sub-event room or a role room only', () => {
    expect(subEventOfRoom(rooms.subEvent(id))).toBe(id);
    expect(subEventOfRoom(rooms.tick(id))).toBeNull();
    expect(subEventOfRoleRoom(rooms.role(id, 'admin'))).toBe(id);
    expect(subEventOfRoleRoom(rooms.tick(id))).toBeNull();
    expect(subEventOfRoleRoom(rooms.each(id, 'bidder'))).toBeNull();
    expect(subEventOfRoleRoom(rooms.event(id))).toBeNull();
  });

  it('maps roles to viewers', () => {
    expect(['Admin', 'Guest/Client', 'Buyer', 'Seller'].map(viewerRoleOf)).toEqual([
      'admin',
      'guest',
      'bidder',
      'bidder',
    ]);
  });
});
