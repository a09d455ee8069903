//! What holds for both Gunfights pads: over random play by the pads' own
//! clicks, every greyed button tapped says why, and the main button is
//! drawn in every state of a game that is not over.
