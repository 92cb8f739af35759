// The operations the fault tests and the fault benchmark read and write with, as the web app sends them.
export const JOIN_ROOM =
  'mutation ($id: String!) { joinRoom(roomId: $id) { id gameCode capacity matchId userMemberships { isCreator position user { id nickname } } } }';
export const START_MATCH = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
export const MATCH =
  'query ($id: String!) { match(id: $id) { id bgioMatchId bgioSecret bgioPlayerId playerMemberships { user { id } } } }';
export const CHAT_HISTORY =
  'query ($id: String!) { chatMessages(channelType: "match", channelId: $id) { userId userNickname isoTimestamp message } }';
export const SEND_MESSAGE =
  'mutation ($id: String!, $m: String!) { sendMessage(message: { channelType: "match", channelId: $id, message: $m }) }';
