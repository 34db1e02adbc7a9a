/**
 * The most common passwords of at least 6 characters from public breach corpora (lower-cased).
 * Refusing them costs users little and stops the first guesses of any credential-stuffing run.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '987654321', '654321', '111111', '222222',
  '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000', '1111111', '11111111', '123123',
  '123321', '112233', '121212', '123654', '159753', '147258', '147258369', '789456', '789456123', '456789', 'password',
  'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty', 'qwerty1', 'qwerty12',
  'qwerty123', 'qwertyuiop', 'qwe123', 'qweasd', 'qweasdzxc', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'zaq12wsx',
  '1qaz2wsx', 'asdfgh', 'asdfghjkl', 'asdasd', 'zxcvbn', 'zxcvbnm', 'abc123', 'abcdef', 'abcd1234', 'aa123456', 'a123456',
  'iloveyou', 'princess', 'sunshine', 'football', 'baseball', 'welcome', 'welcome1', 'monkey', 'dragon', 'master',
  'letmein', 'shadow', 'superman', 'batman', 'trustno1', 'starwars', 'michael', 'jennifer', 'jordan', 'charlie',
  'freedom', 'whatever', 'computer', 'internet', 'samsung', 'google', 'secret', 'changeme', 'default', 'admin123',
  'administrator', 'root123', 'login', 'access', 'hello123', 'flower', 'cheese', 'chocolate', 'pokemon', 'soccer',
  'hockey', 'killer', 'hunter', 'ranger', 'buster', 'tigger', 'ginger', 'pepper', 'summer', 'winter', 'spring',
  'autumn', 'mustang', 'harley', 'matrix', 'liverpool', 'arsenal', 'chelsea', 'blink182', 'lovely', 'loveme',
  'babygirl', 'anthony', 'daniel', 'nicole', 'jessica', 'ashley', 'andrew', 'joshua', 'thomas', 'robert', 'maggie',
  'hannah', 'qazwsx', 'azerty', 'aaaaaa', 'abc12345', 'test123', 'testing', 'temp123', 'guest123', 'nurse123',
  'doctor', 'therapy', 'clinote', 'clinote1', 'clinote123',
]);
