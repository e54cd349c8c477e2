package fr.comptoir.comptoir;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
