import './emulator/index.js';
